"""Parts every game's renderer shares: fonts, colours, text layout, legend, mm->px viewports, caching, encoding."""
