% count the true facts per world with findall and length, with evidence on one
0.5::lamp(1). 0.4::lamp(2). 0.3::lamp(3).
count(N) :- findall(X, lamp(X), L), length(L, N).
evidence(lamp(2), true).
query(count(_)).
