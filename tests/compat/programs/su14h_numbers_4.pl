% negative numbers and exponents in answer terms, and as arguments of compound terms
v(-1). v(-2.5). v(1.0e-7). v(-3.0e8). v(f(-1)). v(- 1). v(-(1)). v(-(-(1))). v(1 - -1).
query(v(X)).
