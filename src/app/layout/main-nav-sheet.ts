import {
  accountAreaClass,
  homeLinkClass,
  loginButtonClass,
  mainNavClass,
  menuButtonClass,
  skipLinkClass,
} from './nav-items';

import { brand, fontFamily } from '@/theme/theme';

const nav = `.${mainNavClass}`;
const login = `.${loginButtonClass}`;
const menuButton = `.${menuButtonClass}`;
const skipLink = `.${skipLinkClass}`;
const account = `.${accountAreaClass}`;
const home = `.${homeLinkClass}`;
/** What MUI's ButtonBase resets on a button, shared by the Login and menu buttons. */
const buttonReset =
  'display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;-webkit-tap-highlight-color:transparent;margin:0;border:0;cursor:pointer;user-select:none;-webkit-user-select:none;vertical-align:middle;appearance:none;-webkit-appearance:none;text-decoration:none';
/** The header's links and dropdown buttons (not the lists' links). */
const control = `${nav}>a,${nav}>div>button`;

/**
 * The rules of the header's parts that hydrate as plain elements: its main navigation (from lg up: the plain
 * links, the dropdown buttons, each as MUI's text Button looked, and their lists' links); Login (as MUI's
 * contained secondary Button without elevation looked, full width in the mobile menu); the button that
 * opens the mobile menu (as MUI's IconButton did, hidden from lg up); the skip link; the logo's link; and the
 * account area's place (from lg up, as wide as Login, 88 px, or from xl the avatar with the name, 240 px, so
 * the nav does not move when one replaces the other). What changes, the current page or an open dropdown,
 * is an attribute these rules already style, so the elements hydrate as themselves, with no ButtonBase tree
 * and no style computed at run time.
 *
 * Not part of the app's code: the renderer writes it into every page it prerenders, beside the critical CSS
 * (every page the site serves, the app's shell and the not-found page included, has the header), and the
 * development server, which prerenders nothing, adds it when the header first renders (header.tsx).
 */
export const mainNavSheet = `${nav}{display:flex;align-items:center;gap:4px;margin-left:auto}
@media (max-width:1199.95px){${nav}{display:none}}
${nav}>div{position:relative}
${control}{position:relative;display:inline-flex;align-items:center;margin:0;border:0;padding:6px 10px;border-radius:10px;background:none;color:inherit;cursor:pointer;font:inherit;font-weight:700;font-size:0.85rem;line-height:1.75;letter-spacing:0.04em;text-decoration:none;transition:background-color 250ms}
@media (hover:hover){${nav}>a:hover,${nav}>div>button:hover{background-color:rgba(22,32,42,0.04)}}
${nav}>a::after,${nav}>div>button::after{content:"";position:absolute;left:10px;right:10px;bottom:2px;height:2px;border-radius:10px;background:${brand.amber};opacity:0}
${nav}>a[aria-current=page],${nav}>div>button[data-current=true]{color:${brand.amber}}
${nav}>a[aria-current=page]::after,${nav}>div>button[data-current=true]::after{opacity:1}
${nav}>div>button>svg{margin:0 -4px 0 8px;font-size:20px;transition:transform 150ms}
${nav}>div>button[aria-expanded=true]>svg{transform:rotate(180deg)}
${nav} li>a{display:block;padding:10px 16px;border-radius:10px;color:${brand.ink};font-weight:500;text-decoration:none}
${nav} li>a:hover,${nav} li>a:focus-visible{background-color:rgba(0,0,0,0.04)}
${nav} li>a[aria-current=page]{color:${brand.navy};font-weight:700;background-color:rgba(0,0,0,0.08)}
${login}{${buttonReset};min-width:64px;padding:6px 20px;border-radius:999px;font-family:${fontFamily};font-weight:700;font-size:0.875rem;line-height:1.75;letter-spacing:0.01em;text-transform:none;color:${brand.ink};background-color:${brand.amber};transition:background-color 250ms cubic-bezier(0.4,0,0.2,1),color 250ms cubic-bezier(0.4,0,0.2,1)}
${login}[data-full-width]{width:100%}
@media (hover:hover){${login}:hover{background-color:${brand.amberDark}}}
${login}:disabled{pointer-events:none;cursor:default;color:rgba(0,0,0,0.26);background-color:rgba(0,0,0,0.12)}
${menuButton}{${buttonReset};flex:0 0 auto;margin-left:auto;padding:8px;border-radius:50%;background-color:transparent;color:inherit;text-align:center;font-size:1.5rem;transition:background-color 150ms cubic-bezier(0.4,0,0.2,1)}
@media (hover:hover){${menuButton}:hover{background-color:rgba(0,0,0,0.04)}}
@media (min-width:1200px){${menuButton}{display:none}}
${skipLink}{position:absolute;left:8px;top:-48px;z-index:1;padding:8px 16px;border-radius:10px;background-color:${brand.amber};color:${brand.ink};font-weight:700}
${skipLink}:focus{top:8px}
${account}{display:none;justify-content:flex-end;align-items:center;min-height:44px}
@media (min-width:1200px){${account}{display:flex;min-width:88px}}
@media (min-width:1536px){${account}{min-width:240px}}
${home}{display:flex;text-decoration:none}`;
