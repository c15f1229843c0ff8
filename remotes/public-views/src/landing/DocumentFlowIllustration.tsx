/**
 * The hero's picture: an estimate, a change order made against it and the invoice that follows,
 * drawn in HTML and CSS (no image to download). The figures add up: 14,150 + 640 = 14,790, less the
 * 30 % deposit of 4,245 leaves 10,545.
 */
function SignatureMark() {
  return (
    <svg width="64" height="22" viewBox="0 0 64 22" aria-hidden="true" focusable="false">
      <path d="M2 16c6-10 10-12 12-6s-2 8 2 4 6-10 9-6 1 9 5 6 5-7 8-4 3 5 7 2 6-5 9-3 4 2 8 0" fill="none" stroke="#0a3069" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function LinkArrow({ text }: { text: string }) {
  return (
    <p className="mock-link">
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M2 7h9M8 3l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {text}
    </p>
  );
}

export function DocumentFlowIllustration() {
  return (
    <figure className="mock-flow" aria-label="An estimate, a change order tied to it, and the invoice that follows">
      <div className="mock mock-estimate">
        <div className="mock-head">
          <span className="mock-kind">Estimate</span>
          <span className="mock-no">EST-0012</span>
        </div>
        <p className="mock-client">Harbor Street Kitchen remodel</p>
        <table className="mock-lines">
          <tbody>
            <tr>
              <td>Demolition and haul-away</td>
              <td>$2,400.00</td>
            </tr>
            <tr>
              <td>Cabinets, supply and install</td>
              <td>$9,850.00</td>
            </tr>
            <tr>
              <td>Electrical rough-in</td>
              <td>$1,900.00</td>
            </tr>
            <tr className="mock-total">
              <td>Total</td>
              <td>$14,150.00</td>
            </tr>
          </tbody>
        </table>
        <div className="mock-sign">
          <SignatureMark />
          <span>Signed by M. Ortega, Nov 3</span>
        </div>
        <p style={{ margin: '8px 0 0' }}>
          <span className="mock-badge ok">Accepted</span>
        </p>
      </div>
      <div className="mock">
        <div className="mock-head">
          <span className="mock-kind">Change order</span>
          <span className="mock-no">EST-0012-CO-01</span>
        </div>
        <p className="mock-client">Add a pantry wall outlet</p>
        <div className="mock-delta">
          <span>
            Cost <strong>+$640.00</strong>
          </span>
          <span>
            Schedule <strong>+2 days</strong>
          </span>
        </div>
        <span className="mock-badge ok">Approved</span>
        <LinkArrow text="Contract value now $14,790.00" />
      </div>
      <div className="mock">
        <div className="mock-head">
          <span className="mock-kind">Invoice</span>
          <span className="mock-no">INV-0031</span>
        </div>
        <table className="mock-lines">
          <tbody>
            <tr>
              <td>Contract with change orders</td>
              <td>$14,790.00</td>
            </tr>
            <tr>
              <td>Deposit received</td>
              <td>−$4,245.00</td>
            </tr>
            <tr className="mock-total">
              <td>Balance due</td>
              <td>$10,545.00</td>
            </tr>
          </tbody>
        </table>
        <p style={{ margin: '8px 0 0' }}>
          <span className="mock-badge info">Sent</span> <span className="mock-badge warn">Due Dec 15</span>
        </p>
      </div>
      <figcaption className="mock-caption">One job, three documents that stay connected.</figcaption>
    </figure>
  );
}
