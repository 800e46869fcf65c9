"""Pure picture functions: a game view in, a PIL image out."""
