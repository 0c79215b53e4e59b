% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% one model, 200 ground queries: coins and their pairwise agreement
0.2::coin(c0).
0.22::coin(c1).
0.68::coin(c2).
0.8::coin(c3).
0.6::coin(c4).
0.34::coin(c5).
0.05::coin(c6).
0.81::coin(c7).
0.13::coin(c8).
0.19::coin(c9).
0.27::coin(c10).
0.35::coin(c11).
0.8::coin(c12).
0.31::coin(c13).
0.61::coin(c14).
0.6::coin(c15).
0.34::coin(c16).
0.35::coin(c17).
0.41::coin(c18).
0.13::coin(c19).
agree(X, Y) :- coin(X), coin(Y).
agree(X, Y) :- \+ coin(X), \+ coin(Y).
query(agree(c0, c2)).
query(agree(c0, c4)).
query(agree(c0, c6)).
query(agree(c0, c8)).
query(agree(c0, c10)).
query(agree(c0, c12)).
query(agree(c0, c14)).
query(agree(c0, c16)).
query(agree(c0, c18)).
query(agree(c1, c3)).
query(agree(c1, c5)).
query(agree(c1, c7)).
query(agree(c1, c9)).
query(agree(c1, c11)).
query(agree(c1, c13)).
query(agree(c1, c15)).
query(agree(c1, c17)).
query(agree(c1, c19)).
query(agree(c2, c4)).
query(agree(c2, c6)).
query(agree(c2, c8)).
query(agree(c2, c10)).
query(agree(c2, c12)).
query(agree(c2, c14)).
query(agree(c2, c16)).
query(agree(c2, c18)).
query(agree(c3, c5)).
query(agree(c3, c7)).
query(agree(c3, c9)).
query(agree(c3, c11)).
query(agree(c3, c13)).
query(agree(c3, c15)).
query(agree(c3, c17)).
query(agree(c3, c19)).
query(agree(c4, c6)).
query(agree(c4, c8)).
query(agree(c4, c10)).
query(agree(c4, c12)).
query(agree(c4, c14)).
query(agree(c4, c16)).
query(agree(c4, c18)).
query(agree(c5, c7)).
query(agree(c5, c9)).
query(agree(c5, c11)).
query(agree(c5, c13)).
query(agree(c5, c15)).
query(agree(c5, c17)).
query(agree(c5, c19)).
query(agree(c6, c8)).
query(agree(c6, c10)).
query(agree(c6, c12)).
query(agree(c6, c14)).
query(agree(c6, c16)).
query(agree(c6, c18)).
query(agree(c7, c9)).
query(agree(c7, c11)).
query(agree(c7, c13)).
query(agree(c7, c15)).
query(agree(c7, c17)).
query(agree(c7, c19)).
query(agree(c8, c10)).
query(agree(c8, c12)).
query(agree(c8, c14)).
query(agree(c8, c16)).
query(agree(c8, c18)).
query(agree(c9, c11)).
query(agree(c9, c13)).
query(agree(c9, c15)).
query(agree(c9, c17)).
query(agree(c9, c19)).
query(agree(c10, c12)).
query(agree(c10, c14)).
query(agree(c10, c16)).
query(agree(c10, c18)).
query(agree(c11, c13)).
query(agree(c11, c15)).
query(agree(c11, c17)).
query(agree(c11, c19)).
query(agree(c12, c14)).
query(agree(c12, c16)).
query(agree(c12, c18)).
query(agree(c13, c15)).
query(agree(c13, c17)).
query(agree(c13, c19)).
query(agree(c14, c16)).
query(agree(c14, c18)).
query(agree(c15, c17)).
query(agree(c15, c19)).
query(agree(c16, c18)).
query(agree(c17, c19)).
