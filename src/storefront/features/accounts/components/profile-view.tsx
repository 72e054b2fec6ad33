import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContactKind, ContactLink, ProfileEntry } from '#engine/layout-plan';
import { formatPhone } from '#domain/phone';
import { formatMoney } from '#domain/pricing';
import type { User } from '#schemas/entities';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { useBrand, usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { rememberRedirect } from '../redirect.ts';
import { useProfileTexts } from '#storefront/i18n/use-profile-texts.ts';
import '../accounts.css';

const APP_KINDS: ReadonlySet<ContactKind> = new Set(['IOS_APP', 'ANDROID_APP', 'TELEGRAM_BOT']);

/** The name a profile shows: first and last name, or nothing when neither is set. */
export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The shopper at the top of the profile. The server's page for everyone and the hydrating browser
 * show a placeholder of the card's size; then the shopper's name and phone, or, signed out, that
 * signing in unlocks the full product, with the way to sign in. The page drawn for the shopper of
 * the session cookie (decision 027) has their card from the start.
 */
function UserCard() {
  useProfileTexts();
  const { t, language } = useT();
  const { merchantId } = useBrand();
  const plan = usePlan();
  const { status, user } = useSession();
  if (status === 'pending') {
    return (
      <div className="profile-card" aria-busy="true">
        <Skeleton className="profile-card__avatar" />
        <span className="profile-card__body">
          <Skeleton className="skeleton--line" />
          <Skeleton className="skeleton--line skeleton--short" />
        </span>
      </div>
    );
  }
  if (status === 'signed-out' || !user) {
    return (
      <div className="profile-card profile-card--guest">
        <p className="profile-card__prompt">{t('profile.loginRequired')}</p>
        <Link className="button button--primary" to={paths.login} onClick={() => rememberRedirect(merchantId, paths.profile)}>
          {t('profile.login')}
        </Link>
      </div>
    );
  }
  const name = fullName(user);
  const initials = name
    ? name
        .split(' ')
        .slice(0, 2)
        .map((part) => part[0])
        .join('')
        .toUpperCase()
    : '?';
  return (
    <div className="profile-card">
      <span className="profile-card__avatar" aria-hidden="true">
        {initials}
      </span>
      <span className="profile-card__body">
        <span className={`profile-card__name${name ? '' : ' profile-card__name--empty'}`}>{name || t('account.noName')}</span>
        <span className="profile-card__phone">{formatPhone(user.phone)}</span>
        {plan.features.cashback ? (
          <span className="profile-card__cashback">{t('account.cashbackValue', { amount: formatMoney(user.cashback, language) })}</span>
        ) : null}
      </span>
      <Link className="button profile-card__edit" to={paths.profileUser} title={t('account.edit')}>
        <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 17.2V20h2.8l8.3-8.3-2.8-2.8L4 17.2Zm13.7-7.6a1 1 0 0 0 0-1.4l-1.9-1.9a1 1 0 0 0-1.4 0l-1.5 1.5 2.8 2.8 2-1Z" />
        </svg>
        <span className="visually-hidden">{t('account.edit')}</span>
      </Link>
    </div>
  );
}

function EntryList({ entries }: { readonly entries: readonly ProfileEntry[] }) {
  useProfileTexts();
  const { t } = useT();
  if (entries.length === 0) return null;
  return (
    <ul className="menu-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.external ? (
            // The brand's chat: another site, opened beside the storefront.
            <a className="menu-list__link" href={entry.path} target="_blank" rel="noopener noreferrer">
              <span>{t(asKey(entry.labelKey))}</span>
              <span className="menu-list__chevron" aria-hidden="true">
                ↗
              </span>
            </a>
          ) : (
            <Link className="menu-list__link" to={entry.path}>
              <span>{t(asKey(entry.labelKey))}</span>
              <span className="menu-list__chevron" aria-hidden="true">
                ›
              </span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function ContactList({ id, title, links }: { readonly id: string; readonly title: string; readonly links: readonly ContactLink[] }) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <section className="profile__section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="menu-list">
        {links.map((link) => (
          <li key={link.href}>
            <a className="menu-list__link" href={link.href} rel="noopener noreferrer" target={link.href.startsWith('https:') ? '_blank' : undefined}>
              <span className="menu-list__kind">{t(`footer.contact.${link.kind}`)}</span>
              <span className="menu-list__value">{link.value}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /profile: the shopper's card, the plan's profile entries (their own data first, then the
 * brand's pages), the language choice, and the brand's contacts and apps.
 */
export function ProfileView({ languageChoice }: { readonly languageChoice: ReactNode }) {
  useProfileTexts();
  const { t } = useT();
  const plan = usePlan();
  // The language is chosen right here; an entry that leads back to the profile leads nowhere.
  const entries = plan.profile.entries.filter((e) => e.id !== 'language' && e.path !== paths.profile);
  const own = entries.filter((e) => e.requiresLogin);
  const pages = entries.filter((e) => !e.requiresLogin);
  const contacts = plan.contacts.filter((c) => !APP_KINDS.has(c.kind));
  const apps = plan.contacts.filter((c) => APP_KINDS.has(c.kind));
  return (
    <div className="profile">
      <h1 className="page-title">{t('account.profileTitle')}</h1>
      <UserCard />
      <EntryList entries={own} />
      {pages.length > 0 ? (
        <section className="profile__section" aria-labelledby="profile-information">
          <h2 id="profile-information" className="section-title">
            {t('account.information')}
          </h2>
          <EntryList entries={pages} />
        </section>
      ) : null}
      {plan.languages.offered.length > 1 ? languageChoice : null}
      <ContactList id="profile-contacts" title={t('account.contacts')} links={contacts} />
      <ContactList id="profile-apps" title={t('account.apps')} links={apps} />
    </div>
  );
}
