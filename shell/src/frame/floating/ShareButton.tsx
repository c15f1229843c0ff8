import type { MenuProps } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { useShell } from '@ledgerline/shell-sdk';
import { DeferredDropdown } from '../DeferredDropdown.tsx';
import { PlainButton } from '@ledgerline/plain-ui';
import { floatingPlace, ROUND_BUTTON_LOOK } from './round-button-style.ts';
import { SHARE_MESSAGE, shareLinks, type ShareTarget } from './share-links.ts';

const TARGET_LABELS: Record<ShareTarget, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
  sms: 'Text message',
  messenger: 'Messenger',
  telegram: 'Telegram',
};

const POPUP_LAYER_ID = 'share-menu-layer';

/**
 * The menu opens in a fixed layer of its own rather than in the page: the button is fixed, and a menu
 * placed in the page moved away from it with any scroll of the page while open (a click meant for
 * "Copy link" then landed on whatever came under the pointer).
 */
function popupBesideTheButton(): HTMLElement {
  let layer = document.getElementById(POPUP_LAYER_ID);
  if (layer === null) {
    layer = document.createElement('div');
    layer.id = POPUP_LAYER_ID;
    // A fixed point at the viewport's corner, of no size: the page under it keeps every click.
    Object.assign(layer.style, { position: 'fixed', top: '0', left: '0', width: '0', height: '0', zIndex: '1050' });
    document.body.append(layer);
  }
  return layer;
}

/** The share-the-app button: the device's own share sheet where there is one, and the usual apps. */
export function ShareButton({ bottom, tucked }: { bottom: number; tucked: boolean }) {
  const { toast } = useShell();
  const appUrl = window.location.origin;
  const links = shareLinks(appUrl);
  const canShareNatively = typeof navigator.share === 'function';

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(appUrl);
      toast.success('Link copied!');
    } catch {
      toast.error('The link could not be copied', appUrl);
    }
  }

  const items: MenuProps['items'] = [
    ...(canShareNatively
      ? [{ key: 'native', label: 'Share…', onClick: () => void navigator.share({ text: SHARE_MESSAGE, url: appUrl }).catch(() => {}) }]
      : []),
    ...(Object.keys(TARGET_LABELS) as ShareTarget[]).map((target) => ({
      key: target,
      label: (
        <a href={links[target]} target="_blank" rel="noopener noreferrer">
          {TARGET_LABELS[target]}
        </a>
      ),
    })),
    { key: 'copy', label: 'Copy link', onClick: () => void copyLink() },
  ];

  return (
    <DeferredDropdown placement="topRight" menu={{ items }} getPopupContainer={popupBesideTheButton}>
      <PlainButton circle icon={<ShareAltOutlined />} aria-label="Share this app" style={{ ...floatingPlace(bottom, tucked), ...ROUND_BUTTON_LOOK }} />
    </DeferredDropdown>
  );
}
