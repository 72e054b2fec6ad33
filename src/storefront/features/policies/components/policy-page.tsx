import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PolicyType } from '#schemas/common';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT, type TFunction } from '#storefront/i18n/use-t.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { screenTitle, usePageMeta } from '#storefront/lib/render-context.tsx';
import { usePolicy } from '../api/get-policy.ts';
import '../policy.css';

const PATHS: Readonly<Record<PolicyType, string>> = {
  ABOUT_COMPANY: paths.about,
  TERMS: paths.offerta,
  PRIVACY_POLICY: paths.privacy,
};

const TITLES: Readonly<Record<PolicyType, Parameters<TFunction>[0]>> = {
  ABOUT_COMPANY: 'policies.about',
  TERMS: 'policies.offerta',
  PRIVACY_POLICY: 'policies.privacy',
};

export interface PolicyPageProps {
  readonly type: PolicyType;
  /** The screen's own title and address, when it shows the text under another name (the sign-in rules). */
  readonly title?: Parameters<TFunction>[0];
  readonly canonical?: string;
  /** A way on under the text. */
  readonly footer?: ReactNode;
}

/** A policy text (about, offer, privacy) as paragraphs. */
export function PolicyPage({ type, title: titleKey = TITLES[type], canonical = PATHS[type], footer = null }: PolicyPageProps) {
  const { t } = useT();
  const text = useLocalized();
  const { data, isPending, error, refetch } = usePolicy(type);
  const title = <h1 className="page-title">{t(titleKey)}</h1>;
  const paragraphs = text(data?.text)
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  usePageMeta({ title: screenTitle(t(titleKey), usePlan().title), description: paragraphs[0] ?? null, canonical });

  if (isPending) {
    return (
      <article className="policy" aria-busy="true">
        {title}
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="skeleton--paragraph" />
        ))}
      </article>
    );
  }
  if (error) {
    return (
      <article className="policy">
        {title}
        <LoadState error={error} retry={refetch} />
      </article>
    );
  }
  return (
    <article className="policy">
      {title}
      {paragraphs.length === 0 ? (
        <StateMessage
          title={t('policies.empty')}
          action={
            <Link className="button" to={paths.home}>
              {t('common.toHome')}
            </Link>
          }
        />
      ) : (
        paragraphs.map((paragraph, i) => (
          <p key={i} className="policy__paragraph">
            {paragraph}
          </p>
        ))
      )}
      {footer}
    </article>
  );
}
