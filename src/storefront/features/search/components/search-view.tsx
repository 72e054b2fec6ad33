import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Product } from '#schemas/entities';
import { formatMoney, productPrice } from '#domain/pricing';
import { QuickAddButton } from '#storefront/features/menu/components/add-button.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { squareImage } from '#storefront/lib/image.ts';
import { paths, SEARCH_PARAM } from '#storefront/lib/paths.ts';
import { matchesLocalized, normaliseSearchText } from '#storefront/lib/search-text.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useSearchHistory } from '../use-search-history.ts';
import { useSearchTexts } from '#storefront/i18n/use-search-texts.ts';
import '../search.css';

export interface SearchViewProps {
  /** Every product of the assembled menu; null while the menu loads. */
  readonly products: readonly Product[] | null;
  /** Shown instead of results when the menu failed to load. */
  readonly error?: ReactNode;
  /** Whether a result has its add button, as a card of the menu would (plan.home.quickAdd, a category with a cart). */
  readonly addable?: (product: Product) => boolean;
}

function ResultItem({ product, addable }: { readonly product: Product; readonly addable: boolean }) {
  const { language } = useT();
  const text = useLocalized();
  const image = squareImage(product.image, 240);
  const { price } = productPrice(product);
  const to = paths.product(product.id);
  return (
    <li className={`search-results__item${addable ? ' search-results__item--addable' : ''}`}>
      <Link className="search-result" to={to}>
        <img className="search-result__image" src={image.src} width={64} height={64} alt="" loading="lazy" />
        <span className="search-result__name">{text(product.name)}</span>
        <span className="search-result__price">{formatMoney(price, language)}</span>
      </Link>
      {addable ? <QuickAddButton product={product} to={to} /> : null}
    </li>
  );
}

/** Search over the whole menu in every language, with the brand's search history. */
export function SearchView({ products, error, addable = () => false }: SearchViewProps) {
  useSearchTexts();
  const { t } = useT();
  // The query of the address (`/search?q=`) renders on the server: the form works without JavaScript.
  const [params, setParams] = useSearchParams();
  const [input, setInput] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const debounced = useDebouncedValue(input);
  const query = normaliseSearchText(debounced);
  const { history, remember, clear } = useSearchHistory();
  const results = useMemo(() => (query && products ? products.filter((p) => matchesLocalized(p.name, query)) : []), [products, query]);

  let body: ReactNode;
  if (error) body = error;
  else if (!query) {
    body =
      history.length > 0 ? (
        <section className="search-history" aria-labelledby="search-history-title">
          <div className="search-history__head">
            <h2 id="search-history-title" className="search-history__title">
              {t('search.history')}
            </h2>
            <button type="button" className="button button--link" onClick={clear}>
              {t('search.clearHistory')}
            </button>
          </div>
          <ul className="search-history__list">
            {history.map((item) => (
              <li key={item}>
                <button type="button" className="chip" onClick={() => setInput(item)}>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <StateMessage title={t('search.prompt')} />
      );
  } else if (!products) {
    body = (
      <ul className="search-results" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className="search-result search-result--skeleton" />
          </li>
        ))}
      </ul>
    );
  } else if (results.length === 0) {
    body = <StateMessage title={t('search.noResults', { query: input.trim() })} />;
  } else {
    body = (
      <>
        <p className="search-count" role="status">
          {t('search.results', { count: results.length })}
        </p>
        <ul className="search-results" onClick={() => remember(input)}>
          {results.map((product) => (
            <ResultItem key={product.id} product={product} addable={addable(product)} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="search">
      <h1 className="page-title">{t('search.title')}</h1>
      <form
        className="search__form"
        role="search"
        action={paths.search}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // Only a search that found something is worth repeating: one with no results is not kept.
          const asked = normaliseSearchText(input);
          if (asked && products?.some((p) => matchesLocalized(p.name, asked))) remember(input);
          setParams(input.trim() ? { [SEARCH_PARAM]: input.trim() } : {}, { replace: true });
        }}
      >
        <input
          className="search__input"
          type="search"
          name={SEARCH_PARAM}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      {body}
    </div>
  );
}
