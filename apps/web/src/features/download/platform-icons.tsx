/** Brand marks for the store buttons (filled, 24-unit box like the shared icon set). */
export function AndroidIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="0.24rem" height="0.24rem" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M7.2 9.2h9.6a.9.9 0 0 1 .9.9v6.4a1.3 1.3 0 0 1-1.3 1.3h-.9v2.4a1.2 1.2 0 0 1-2.4 0v-2.4h-2.2v2.4a1.2 1.2 0 0 1-2.4 0v-2.4h-.9a1.3 1.3 0 0 1-1.3-1.3v-6.4a.9.9 0 0 1 .9-.9zM4.6 9.3a1.2 1.2 0 0 1 1.2 1.2v4.6a1.2 1.2 0 0 1-2.4 0v-4.6a1.2 1.2 0 0 1 1.2-1.2zm14.8 0a1.2 1.2 0 0 1 1.2 1.2v4.6a1.2 1.2 0 0 1-2.4 0v-4.6a1.2 1.2 0 0 1 1.2-1.2zM15.4 4.1l1-1.6a.3.3 0 0 0-.5-.3l-1 1.7a6.2 6.2 0 0 0-5.8 0l-1-1.7a.3.3 0 0 0-.5.3l1 1.6a5.3 5.3 0 0 0-2.8 4.3h12.4a5.3 5.3 0 0 0-2.8-4.3zM9.7 6.6a.7.7 0 1 1 0-1.4.7.7 0 0 1 0 1.4zm4.6 0a.7.7 0 1 1 0-1.4.7.7 0 0 1 0 1.4z" />
    </svg>
  );
}

export function AppleIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="0.24rem" height="0.24rem" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16.4 12.6c0-2.5 2.1-3.7 2.2-3.8a4.7 4.7 0 0 0-3.7-2c-1.6-.2-3.1.9-3.9.9s-2-.9-3.3-.9a4.9 4.9 0 0 0-4.2 2.5c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6s1.7-.8 3.3-.8 2 .8 3.3.8 2.2-1.3 3-2.5a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.5-4.2zM13.9 5.2a4.3 4.3 0 0 0 1-3.2 4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1 3.1 3.7 3.7 0 0 0 2.9-1.4z" />
    </svg>
  );
}
