/** A heart, outlined; filled by the stylesheet when the product is a favourite (`.favourite-heart--on`). */
export function HeartIcon() {
  return (
    <svg className="favourite-heart__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 20.5 4.3 13.1A5 5 0 0 1 11.4 6l.6.6.6-.6a5 5 0 0 1 7.1 7.1Z" />
    </svg>
  );
}
