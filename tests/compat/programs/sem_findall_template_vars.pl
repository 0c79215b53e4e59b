% ProbLog's findall/3 does not rename the unbound variables of its template per solution
0.5::p(1). 0.5::p(2).
d(1). d(2).
r :- findall(Y, d(_), L), L = [a, b].
s(N) :- findall(Y, p(_), L), L = [a|_], length(L, N).
t :- findall(Y-Z, d(Z), L), L = [a-1, b-2].
query(r). query(s(N)). query(t).
