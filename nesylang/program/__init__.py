"""Stage 2: the clause database and the loader that builds it from the AST."""
