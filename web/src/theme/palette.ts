/** Warm terracotta and sage on cream paper: the colours of an old family album. */
export const brand = {
  terracotta: '#b5573b',
  terracottaDark: '#8e3f28',
  terracottaLight: '#d9805f',
  sage: '#5f7d64',
  sageDark: '#45604a',
  sageLight: '#8ba78f',
  honey: '#f2c48d',
  cream: '#fbf6ef',
  paper: '#ffffff',
  ink: '#2f241f',
  inkSoft: '#6b5a51',
  line: '#eadfd3',
};
