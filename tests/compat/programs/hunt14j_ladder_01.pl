% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a probabilistic ladder graph with back edges (cycles): 25 nodes, 40 edges (neg)
0.63::edge(0, 1).
0.8::edge(1, 2).
0.78::edge(1, 3).
0.91::edge(2, 3).
0.63::edge(2, 4).
0.76::edge(3, 4).
0.93::edge(4, 2).
0.66::edge(4, 5).
0.54::edge(4, 6).
0.87::edge(5, 3).
0.54::edge(5, 6).
0.89::edge(5, 7).
0.9::edge(6, 3).
0.8::edge(6, 7).
0.77::edge(7, 8).
0.91::edge(7, 9).
0.56::edge(8, 9).
0.68::edge(9, 10).
0.92::edge(9, 11).
0.81::edge(10, 11).
0.55::edge(11, 9).
0.65::edge(11, 12).
0.84::edge(11, 13).
0.71::edge(12, 13).
0.84::edge(13, 14).
0.61::edge(14, 15).
0.66::edge(14, 16).
0.69::edge(15, 16).
0.78::edge(16, 17).
0.81::edge(16, 18).
0.54::edge(17, 18).
0.83::edge(17, 19).
0.84::edge(18, 19).
0.81::edge(19, 20).
0.68::edge(19, 21).
0.64::edge(20, 21).
0.92::edge(21, 22).
0.64::edge(21, 23).
0.55::edge(22, 23).
0.94::edge(23, 24).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
node(N) :- between(0, 24, N).
cut_off(X) :- node(X), X > 0, \+ path(0, X).
query(cut_off(24)).
query(cut_off(12)).
query(cut_off(3)).
