// Buttons that hand the reader over to their own Home Assistant instance via
// the my.home-assistant.io redirect service. Plain links with an inline icon,
// so that loading a page never contacts a third-party host.

const ADD_REPOSITORY_URL =
  'https://my.home-assistant.io/redirect/supervisor_add_addon_repository/?repository_url=https%3A%2F%2Fgithub.com%2Fikifar2012%2Fha-addons';

const OPEN_ADDON_BASE_URL = 'https://my.home-assistant.io/redirect/supervisor_addon/?addon=';

// Drawn here rather than taken from theme/icons.tsx: sharing that module with
// the home page's script makes the bundler split it out of the main script,
// which costs every doc page a few hundred bytes.
function HouseIcon() {
  return (
    <svg
      className="ha-button__icon"
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5.5h4V20" />
    </svg>
  );
}

export function AddRepositoryButton() {
  return (
    <a className="ha-button" href={ADD_REPOSITORY_URL} target="_blank" rel="noopener noreferrer">
      <HouseIcon />
      <span>Add repository to Home Assistant</span>
    </a>
  );
}

/** `addon` is the full slug, i.e. the repository hash prefix plus the add-on slug. */
export function OpenAddonButton({ addon, name }: { addon: string; name: string }) {
  return (
    <a
      className="ha-button"
      href={`${OPEN_ADDON_BASE_URL}${encodeURIComponent(addon)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <HouseIcon />
      <span>{`Open ${name} in Home Assistant`}</span>
    </a>
  );
}

const mdxComponents = { AddRepositoryButton, OpenAddonButton };

export default mdxComponents;
