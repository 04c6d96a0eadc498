// The edit page waits as the idea page does (it sits outside the page's 404-first layout).
export { default } from '../(view)/loading';
