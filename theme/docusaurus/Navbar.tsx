export { Navbar as default } from '../Navbar.tsx';
