% various: between/3, succ/2, plus/3 and findall in a counting model with a probabilistic die
0.25::face(1); 0.25::face(2); 0.25::face(3); 0.25::face(4).
divisors(N, L) :- findall(D, (between(1, N, D), N mod D =:= 0), L).
ndiv(K) :- face(N), divisors(N, L), length(L, K).
nxt(M) :- face(N), succ(N, M).
back(M) :- face(N), succ(M, N).
add(S) :- face(N), plus(N, 10, S).
sub(D) :- face(N), plus(D, N, 10).
query(ndiv(_)). query(nxt(_)). query(back(_)). query(add(_)). query(sub(_)).
