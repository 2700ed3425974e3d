import { mainNavClass } from './nav-items';

import { brand } from '@/theme/theme';

const nav = `.${mainNavClass}`;
/** The header's links and dropdown buttons (not the lists' links). */
const control = `${nav}>a,${nav}>div>button`;

/**
 * The rules of the header's main navigation (from lg up): its plain links, its dropdown buttons (each as
 * MUI's text Button looked) and their lists' links. What changes, the current page or an open dropdown, is
 * an attribute these rules already style, so the elements hydrate as themselves, with no ButtonBase tree
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
${nav} li>a[aria-current=page]{color:${brand.navy};font-weight:700;background-color:rgba(0,0,0,0.08)}`;
