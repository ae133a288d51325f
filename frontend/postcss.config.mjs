/** Tailwind CSS 4 runs as a single PostCSS plugin; it also inlines `@import`s. */
const config = {
  plugins: {
    '@tailwindcss/postcss': {},
  },
};

export default config;
