import '#client/styles/base.css';
import './landing.css';
import { applyTheme, readTheme } from '#client/lib/theme.ts';

/** The landing page's only script: the mobile menu and the theme toggle (no framework). */
const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const menu = document.getElementById('site-menu');

function setMenu(open: boolean) {
  toggle?.setAttribute('aria-expanded', String(open));
  menu?.setAttribute('data-open', String(open));
}

toggle?.addEventListener('click', () => setMenu(toggle.getAttribute('aria-expanded') !== 'true'));
menu?.addEventListener('click', (event) => {
  if ((event.target as Element).closest('a')) setMenu(false);
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && toggle?.getAttribute('aria-expanded') === 'true') {
    setMenu(false);
    toggle.focus();
  }
});

const themeButton = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
function renderThemeButton() {
  if (!themeButton) return;
  const dark = readTheme() === 'dark';
  themeButton.setAttribute('aria-pressed', String(dark));
  themeButton.textContent = dark ? 'Vaalea teema' : 'Tumma teema';
}
themeButton?.addEventListener('click', () => {
  applyTheme(readTheme() === 'dark' ? 'light' : 'dark');
  renderThemeButton();
});
renderThemeButton();
