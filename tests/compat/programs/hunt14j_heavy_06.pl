% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a triangle count over a 300-edge deterministic graph, a probabilistic fact per triangle
e(X, Y) :- between(1, 300, I), X is I mod 40, Y is (I * 7) mod 40, X < Y.
tri(A, B, C) :- e(A, B), e(B, C), e(A, C).
0.05::alarm(A, B, C) :- tri(A, B, C).
any :- alarm(_, _, _).
ntri(N) :- findall(t(A, B, C), tri(A, B, C), L), length(L, N).
query(any).
query(ntri(_)).
