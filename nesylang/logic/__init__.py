"""Terms, unification and builtin predicates (the runtime the grounder computes with)."""
