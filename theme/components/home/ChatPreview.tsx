/** A still of a conversation, drawn in HTML and CSS: what using the assistant looks like. */
export function ChatPreview({ productName, takeProfitPct, dryRunLabel }: { productName: string; takeProfitPct: number; dryRunLabel: string }) {
  return (
    <figure className="chat-preview" aria-label={`An example conversation with ${productName}`}>
      <div className="chat-window-bar" aria-hidden="true"><span /><span /><span /></div>
      <div className="chat-body">
        <p className="chat-bubble chat-user">What is moving SOL today, and should my agent take profit?</p>
        <div className="chat-bubble chat-assistant">
          <p className="chat-route">
            <span className="chat-chip">Market Pulse</span>
            <span className="chat-chip">0xMonk</span>
          </p>
          <p>SOL is up on rising spot volume while funding stays neutral, so the move is not driven by leverage.</p>
          <svg className="chat-chart" viewBox="0 0 240 64" preserveAspectRatio="none" role="img" aria-label="SOL price over 24 hours, rising">
            <defs>
              <linearGradient id="chat-chart-fill" x1="0" x2="0" y1="0" y2="1">
                <stop offset="0" stopColor="currentColor" stopOpacity="0.28" />
                <stop offset="1" stopColor="currentColor" stopOpacity="0" />
              </linearGradient>
            </defs>
            <path d="M0 50 L20 46 L40 48 L60 40 L80 42 L100 34 L120 36 L140 26 L160 29 L180 20 L200 22 L220 12 L240 8 L240 64 L0 64 Z" fill="url(#chat-chart-fill)" />
            <path d="M0 50 L20 46 L40 48 L60 40 L80 42 L100 34 L120 36 L140 26 L160 29 L180 20 L200 22 L220 12 L240 8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          </svg>
          <div className="chat-proposal">
            <p className="chat-proposal-title">
              Proposed trade <span className="chat-badge">{dryRunLabel}</span>
            </p>
            <p>Sell 25% of SOL: inside your {takeProfitPct}% take-profit rule.</p>
            <p className="chat-actions" aria-hidden="true"><span className="chat-action chat-action-primary">Approve</span><span className="chat-action">Dismiss</span></p>
          </div>
        </div>
      </div>
    </figure>
  );
}
