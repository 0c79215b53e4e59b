"""Stage 1: source text to AST (parser), AST node types, and the printer back to text."""
