export { Admonition as default } from '../Admonition.tsx';
