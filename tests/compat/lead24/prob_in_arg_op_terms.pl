% terms with operators printed by write
op_term(1, a:b:c).
op_term(21, (a:-b,c)).
op_term(3, f((a;b))).
op_term(4, 1*(2+3)).
op_term(5, (1*2)+3).
op_term(6, 2-(-3)).
op_term(7, 2^3^4).
op_term(8, (2^3)^4).
op_term(9, - (- a)).
op_term(10, \+ \+ a).
op_term(11, a=b).
op_term(12, [a=1, b= -2]).
op_term(13, f(- 1)).
op_term(14, f(-(1))).
op_term(17, X is 1 + 2).
op_term(18, 0.5::a).
op_term(19, a mod b).
op_term(20, - (1.5)).
pr(N) :- op_term(N, T), write(N), write(' '), write(T), nl.
query(pr(N)) :- between(1, 20, N).
query(op_term(_, _)).
