/** `@theme/DocCardList`: on a React page, which belongs to no sidebar, the cards are the `items` it is given. */
export { DocCardList as default } from '../mdx/DocCardList.tsx';
