import { ExternalLink } from '../ExternalLink';

/** Props of the free-credit band; every number comes from the product facts. */
export interface CreditOfferProps {
  productName: string;
  signupBonus: number;
  /** Names of the cheapest AI version, the research AI version and the research agent. */
  names: { quick: string; deep: string; research: string };
  /** What the bonus buys, by path, as the facts module works it out. */
  buys: { swiftChatMessages: number; fereproChatAnswersOnPro: number; fereproApiAnswers: number };
  appUrl?: string;
  creditsHref: string;
}

/**
 * Spec 1: "Join the product now and get 200 FREE credits", with what 200 credits buy. The
 * numbers are worked out in the facts module; a chat answer and an API answer cost differently.
 */
export function CreditOffer({ productName, signupBonus, names, buys, appUrl, creditsHref }: CreditOfferProps) {
  return (
    <section className="offer" aria-labelledby="offer-title">
      <div className="offer-number" aria-hidden="true">{signupBonus}</div>
      <div className="offer-copy">
        <h2 id="offer-title">Start with {signupBonus} free credits</h2>
        <p>
          Every new {productName} account gets {signupBonus} credits: up to {buys.swiftChatMessages} quick answers with {names.quick} in the chat,
          or {buys.fereproChatAnswersOnPro} researched answers from {names.research} on {names.deep}. Through the developer API, where no message
          is charged, they buy {buys.fereproApiAnswers} {names.research} answers.
        </p>
        <div className="offer-actions">
          {appUrl && <ExternalLink href={appUrl} className="button button-primary">Join {productName}</ExternalLink>}
          <a className="button button-secondary" href={creditsHref}>How credits work</a>
        </div>
      </div>
    </section>
  );
}
