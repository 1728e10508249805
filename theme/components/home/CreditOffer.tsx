import { ExternalLink } from '../ExternalLink';

/** Props of the free-credit band; every number comes from the product facts. */
export interface CreditOfferProps {
  productName: string;
  signupBonus: number;
  /** The cheapest AI version and its price per message. */
  quick: { name: string; creditsPerMessage: number };
  /** The research agent and its price per answer. */
  research: { name: string; creditsPerCall: number };
  appUrl?: string;
  creditsHref: string;
}

/** Spec 1: "Join the product now and get 200 FREE credits", with what 200 credits buy. */
export function CreditOffer({ productName, signupBonus, quick, research, appUrl, creditsHref }: CreditOfferProps) {
  return (
    <section className="offer" aria-labelledby="offer-title">
      <div className="offer-number" aria-hidden="true">{signupBonus}</div>
      <div className="offer-copy">
        <h2 id="offer-title">Start with {signupBonus} free credits</h2>
        <p>
          Every new {productName} account gets {signupBonus} credits: up to {Math.floor(signupBonus / quick.creditsPerMessage)} quick answers with {quick.name},
          or {Math.floor(signupBonus / research.creditsPerCall)} researched answers from {research.name}.
        </p>
        <div className="offer-actions">
          {appUrl && <ExternalLink href={appUrl} className="button button-primary">Join {productName}</ExternalLink>}
          <a className="button button-secondary" href={creditsHref}>How credits work</a>
        </div>
      </div>
    </section>
  );
}
