// Mantine's PostCSS preset (light-dark, rem, breakpoint mixins) and the breakpoint variables its docs use.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        // Spec part 1 §9: the mobile layout applies at 768 px and below.
        'mobile-max': '768px',
        'desktop-min': '769px',
      },
    },
  },
};
