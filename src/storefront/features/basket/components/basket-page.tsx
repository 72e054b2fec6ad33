import { Link, useNavigate } from 'react-router';
import { formatMoney } from '#domain/pricing';
import type { Product } from '#schemas/entities';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useCartTexts } from '#storefront/i18n/use-cart-texts.ts';
import { squareImage } from '#storefront/lib/image.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useBrand, usePlan } from '#storefront/lib/app-context.tsx';
import { useMainAction, useMainActionBar } from '#storefront/lib/main-action.ts';
import { Counter } from '#storefront/components/ui/counter.tsx';
import { QuickAddButton } from '#storefront/features/menu/components/add-button.tsx';
import { ProductPrice } from '#storefront/features/menu/components/product-price.tsx';
import { CHECKOUT_OF_BASKET, useBasketView } from '../use-basket-view.ts';
import type { BasketViewLine } from '../basket-lines.ts';
import { EmptyBasket } from './empty-basket.tsx';
import '../basket.css';

function LineModifiers({ line }: { readonly line: BasketViewLine }) {
  const text = useLocalized();
  const mods = line.resolved?.modifiers ?? [];
  if (mods.length === 0) return null;
  return (
    <p className="basket-line__mods">{mods.map((m) => (m.count > 1 ? `${text(m.modification.name)} ×${m.count}` : text(m.modification.name))).join(', ')}</p>
  );
}

function BasketLineRow({ line, maxCount }: { readonly line: BasketViewLine; readonly maxCount: number }) {
  const { t, language } = useT();
  const text = useLocalized();
  const { basket } = useBasketView();
  const name = line.product ? text(line.product.name) : `#${line.line.productId}`;
  const image = squareImage(line.product?.image, 240);
  const problem =
    line.state === 'vanished'
      ? t('cart.vanished')
      : line.state === 'invalid'
        ? t('cart.invalid')
        : line.state === 'priceChanged'
          ? t('cart.priceChanged', { before: formatMoney(line.shownUnitPrice ?? 0, language), now: formatMoney(line.unitPrice, language) })
          : null;
  const atLimit = !!line.resolved && line.line.count >= maxCount;
  return (
    <li className="basket-line" data-state={line.state}>
      <img className="basket-line__image" src={image.src} srcSet={image.srcSet} sizes="72px" width={72} height={72} alt="" loading="lazy" />
      <div className="basket-line__body">
        <h2 className="basket-line__name">{line.product ? <Link to={paths.product(line.product.id)}>{name}</Link> : name}</h2>
        <LineModifiers line={line} />
        {problem ? (
          <p className="basket-line__problem" role="status">
            {problem}
          </p>
        ) : null}
        {atLimit ? (
          <p className={line.line.count > maxCount ? 'basket-line__problem' : 'basket-line__hint'} role="status">
            {t('cart.lineLimit', { count: maxCount })}
          </p>
        ) : null}
        <div className="basket-line__row">
          {line.resolved ? <Counter value={line.line.count} min={0} max={maxCount} onChange={(n) => basket.setCount(line.line.key, n)} label={name} /> : null}
          {line.resolved ? <span className="price">{formatMoney(line.price, language)}</span> : null}
        </div>
        <div className="basket-line__actions">
          {line.state === 'priceChanged' ? (
            <button type="button" className="button" onClick={() => basket.acceptPrice(line.line.key, line.unitPrice)}>
              {t('cart.acceptPrice')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--link button--danger-text"
            onClick={() => basket.remove(line.line.key)}
            aria-label={t('cart.removeNamed', { name })}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

function Recommendations({ products, inBasket }: { readonly products: readonly Product[]; readonly inBasket: ReadonlySet<number> }) {
  const { t } = useT();
  const text = useLocalized();
  const shown = products.filter((p) => p.isCartRecommendation && p.active && !inBasket.has(p.id)).slice(0, 6);
  if (shown.length === 0) return null;
  return (
    <section className="basket__recommended" aria-labelledby="basket-recommended">
      <h2 id="basket-recommended" className="basket__subtitle">
        {t('cart.recommended')}
      </h2>
      <ul className="basket__recommended-list">
        {shown.map((p) => {
          const image = squareImage(p.image, 240);
          return (
            <li key={p.id} className="mini-card">
              <img className="mini-card__image" src={image.src} srcSet={image.srcSet} sizes="96px" width={96} height={96} alt="" loading="lazy" />
              <Link className="mini-card__name" to={paths.product(p.id)}>
                {text(p.name)}
              </Link>
              <ProductPrice product={p} />
              <QuickAddButton product={p} to={paths.product(p.id)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The basket: its lines priced by the menu's data, what needs a look flagged, the total and the
 * way to checkout. On its own page (`/basket`) or in the sheet over a screen (basket-sheet.tsx),
 * where its heading is one level down.
 */
export function BasketPage({ placement = 'page' }: { readonly placement?: 'page' | 'sheet' }) {
  useCartTexts();
  const { t, language } = useT();
  const hydrated = useHydrated();
  const brand = useBrand();
  const { basket, view, overalls } = useBasketView();
  const { limits } = usePlan().basket;
  const Heading = placement === 'sheet' ? 'h2' : 'h1';
  const headingLevel = placement === 'sheet' ? 2 : 1;
  const navigate = useNavigate();
  const footerBar = useMainActionBar();
  // Above the merchant's limits the server would refuse the order: say so here, before checkout.
  const overLimit = !!view && (view.total > limits.maxOrderTotal || basket.lines.some((l) => l.count > limits.maxLineCount));
  const canCheckout = !!view && view.flagged === 0 && view.count > 0 && !overLimit;
  // In the Telegram mini app the MainButton carries the total to checkout and this page's own link hides.
  const hostShowsCheckout = useMainAction(
    hydrated && view && basket.lines.length > 0
      ? { label: `${t('cart.toCheckout')} · ${formatMoney(view.total, language)}`, enabled: canCheckout, busy: false, run: () => navigate(CHECKOUT_OF_BASKET) }
      : null,
  );

  // The server's page knows only whether the basket has lines (#domain/basket-hint): without
  // any, the empty basket, drawn again by hydration; with some, the skeleton they replace.
  if (!hydrated && brand.basketAtRender === 'empty') return <EmptyBasket headingLevel={headingLevel} />;
  if (!hydrated || (overalls.isPending && basket.lines.length > 0)) {
    return (
      <div className={`basket basket--${placement}`} aria-busy="true">
        <Heading className="page-title">{t('cart.basketTitle')}</Heading>
        <Skeleton className="skeleton--paragraph" />
        <Skeleton className="skeleton--paragraph" />
      </div>
    );
  }
  if (basket.lines.length === 0) return <EmptyBasket headingLevel={headingLevel} />;
  if (!view) {
    return <LoadState headingLevel={headingLevel} error={overalls.error} retry={overalls.refetch} />;
  }
  const inBasket = new Set(basket.lines.map((l) => l.productId));
  return (
    <div className={`basket basket--${placement}`}>
      <Heading className="page-title">{t('cart.basketTitle')}</Heading>
      <ul className="basket__lines" aria-label={t('cart.lines')}>
        {view.lines.map((line) => (
          <BasketLineRow key={line.line.key} line={line} maxCount={limits.maxLineCount} />
        ))}
      </ul>
      <Recommendations products={overalls.data?.products ?? []} inBasket={inBasket} />
      <div className="basket__footer" ref={footerBar}>
        {view.flagged > 0 ? (
          <p className="field__error" role="alert">
            {t('cart.flagged')}
          </p>
        ) : null}
        {view.total > limits.maxOrderTotal ? (
          <p className="field__error" role="alert">
            {t('cart.totalLimit', { total: formatMoney(limits.maxOrderTotal, language) })}
          </p>
        ) : null}
        <p className="basket__total">
          <span>{t('cart.total')}</span> <strong>{formatMoney(view.total, language)}</strong>
        </p>
        {hostShowsCheckout ? null : canCheckout ? (
          <Link className="button button--primary button--block" to={CHECKOUT_OF_BASKET}>
            {t('cart.toCheckout')}
          </Link>
        ) : (
          <button type="button" className="button button--primary button--block" disabled>
            {t('cart.toCheckout')}
          </button>
        )}
        <button type="button" className="button button--link" onClick={basket.clear}>
          {t('cart.clear')}
        </button>
      </div>
    </div>
  );
}
