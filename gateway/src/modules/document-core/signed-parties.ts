import type { PublicBusiness, PublicClient } from '@ledgerline/contracts';
import type { IClient } from '../clients/client.entity.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import type { IDocumentSignature } from './document-signature.entity.ts';
import { toPublicBusiness, toPublicClient } from './public-parties.ts';

/**
 * The business and the client as the signer read them on the document: part of what is signed, so
 * renaming the client or the business later changes neither the signed copy nor its hash. The
 * client keeps its id, for the owner's link to it.
 */
export type SignedParties = { business: PublicBusiness; client: PublicClient & { id: string } };

/** The parties as they read at the moment of signing. */
export function partiesAtSigning(settings: IAccountSettings, client: IClient): SignedParties {
  return { business: toPublicBusiness(settings), client: { id: client.id, ...toPublicClient(client) } };
}

/**
 * The parties a signature's content records. Signatures made before the whole blocks were signed
 * recorded the client's id, name and company only, and no business; their other members were
 * never part of a signature, so those read as they are now.
 */
type RecordedParties = { business?: PublicBusiness; client: Partial<PublicClient> & { id: string; name: string; company: string } };

// Read as written by recordSignature, like any JSON column; never through the API's input rules,
// which may since have grown stricter than what was signed.
const recordedParties = (signature: IDocumentSignature) => JSON.parse(signature.signedContent) as RecordedParties;

/** The client block of a document: as signed once the revision shown is signed, else as the client reads now. */
export function shownPublicClient(client: IClient, signature: IDocumentSignature | null): PublicClient {
  if (!signature) return toPublicClient(client);
  const { id: _id, ...signed } = recordedParties(signature).client;
  return { ...toPublicClient(client), ...signed };
}

/** The business block of a document: as signed once the revision shown is signed, else as the settings read now. */
export function shownPublicBusiness(settings: IAccountSettings, signature: IDocumentSignature | null): PublicBusiness {
  return { ...toPublicBusiness(settings), ...(signature ? recordedParties(signature).business : undefined) };
}

/** The client a document names in the owner's API (with its id, to open it): as signed once signed. */
export function shownClientRef(client: IClient, signature: IDocumentSignature | null): { id: string; name: string; company: string } {
  const { id, name, company } = signature ? recordedParties(signature).client : client;
  return { id, name, company };
}
