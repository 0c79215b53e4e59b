% evidence on a count computed by findall, queries on individual facts
0.3::defect(I) :- between(1, 4, I).
ndefects(N) :- findall(I, defect(I), L), length(L, N).
evidence(ndefects(1), true).
query(defect(I)) :- between(1, 4, I).
