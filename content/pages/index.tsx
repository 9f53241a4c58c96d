import type { SiteData } from 'docs-build';
import { AddRepositoryButton } from '../components/mdx.tsx';

export const meta = {
  title: 'Home',
  description:
    "Documentation for Matheson's Home Assistant add-ons: amcrest2mqtt, Remote Backup, Rsyslog and Tasmota Device Manager.",
};

const ADD_REPOSITORY_URL =
  'https://my.home-assistant.io/redirect/supervisor_add_addon_repository/?repository_url=https%3A%2F%2Fgithub.com%2Fikifar2012%2Fha-addons';
const KOFI_URL = 'https://ko-fi.com/mathesonsteplock';
const DIGITALOCEAN_REFERRAL_URL =
  'https://www.digitalocean.com/?refcode=ab209243eec5&utm_campaign=Referral_Invite&utm_medium=Referral_Program&utm_source=badge';

export default function Home({ site }: { site: SiteData }) {
  return (
    <>
      <header className="hero">
        <h1 className="hero__title">{site.title}</h1>
        <p className="hero__subtitle">{site.tagline}</p>
        <div className="hero__actions">
          <a className="button button--primary button--lg" href="/docs/installation">
            Installation Instructions
          </a>
          <AddRepositoryButton />
        </div>
      </header>
      <section className="features">
        <article className="feature-card">
          <h2>Add the repository</h2>
          <p>
            One click opens your own Home Assistant and offers to add the add-on repository to the add-on store.
            After that, every add-on documented here can be installed from the store like any other.
          </p>
          <a href={ADD_REPOSITORY_URL} target="_blank" rel="noopener noreferrer">
            Add the repository to Home Assistant
          </a>
        </article>
        <article className="feature-card">
          <h2>Support the work</h2>
          <p>
            These add-ons are built and maintained in spare time. If one of them saves you some effort, a small
            donation helps keep them updated.
          </p>
          <a href={KOFI_URL} target="_blank" rel="noopener noreferrer">
            Support Matheson on Ko-fi
          </a>
        </article>
        <article className="feature-card">
          <h2>Hosting referral</h2>
          <p>
            Looking for a place to host your own services? Signing up to DigitalOcean through this referral link
            helps cover the cost of the servers behind this project.
          </p>
          <a href={DIGITALOCEAN_REFERRAL_URL} target="_blank" rel="noopener noreferrer">
            Sign up to DigitalOcean with the referral link
          </a>
        </article>
      </section>
    </>
  );
}
