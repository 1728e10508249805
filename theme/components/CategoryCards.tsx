import type { CategoryCard } from '../../src/render/pageProps';
import { translatePlural } from '../i18n/themeStrings';

/** A generated category page: its description, then one card per page. */
export function CategoryCards({ cards, description }: { cards: CategoryCard[]; description: string }) {
  return (
    <>
      {description && <p className="category-description">{description}</p>}
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.href} className="card">
            <a href={card.href} className="card-link">
              <h2 className="card-title">{card.label}</h2>
              {card.description && <p className="card-description">{card.description}</p>}
              {card.count !== undefined && <p className="card-description">{translatePlural('theme.docs.DocCard.categoryDescription.plurals', card.count, { count: card.count })}</p>}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
