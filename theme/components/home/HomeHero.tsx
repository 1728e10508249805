import { ExternalLink } from '../ExternalLink';
import { ChatPreview } from './ChatPreview';

/** Props of the home page hero. */
export interface HomeHeroProps {
  productName: string;
  tagline: string;
  signupBonus: number;
  appUrl?: string;
  docsHref: string;
  apiHref: string;
  takeProfitPct: number;
  dryRunLabel: string;
}

/** The first screen: the offer, the tagline as the page title, what it is, and the two ways in. */
export function HomeHero(props: HomeHeroProps) {
  const { productName, tagline, signupBonus, appUrl } = props;
  const offer = (
    <>
      <span className="hero-offer-badge">New</span> Join now and get {signupBonus} free credits <span aria-hidden="true">→</span>
    </>
  );
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-inner">
        <div className="hero-copy">
          {appUrl ? <ExternalLink href={appUrl} className="hero-offer">{offer}</ExternalLink> : <p className="hero-offer">{offer}</p>}
          <h1 className="hero-title" id="hero-title">{tagline}</h1>
          <p className="hero-lead">
            Ask about any token, wallet or market in plain words. {productName} hands your question to specialized agents that research, read
            the market and, only when you allow it, trade within the limits you set.
          </p>
          <div className="hero-actions">
            <a className="button button-primary" href={props.docsHref}>Read the docs</a>
            <a className="button button-secondary" href={props.apiHref}>Build with the API</a>
          </div>
        </div>
        <ChatPreview productName={productName} takeProfitPct={props.takeProfitPct} dryRunLabel={props.dryRunLabel} />
      </div>
    </section>
  );
}
