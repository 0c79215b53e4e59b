% builtins at edge values: negative length, succ/2 below zero (ProbLog allows it), arg/3 index 0, improper list, unbound generic
0.5::k(-1). 0.5::k(3).
len :- length(_, -1).
len3 :- k(N), N > 0, length(_, N).
pred(X) :- k(N), succ(X, N).
nxt(Y) :- k(N), succ(N, Y).
a0(X) :- arg(0, f(a), X).
il :- is_list([a | b]).
sb :- subsumes_term(_, f(a)).
gr :- ground("s"), ground([]).
sb2 :- sort([b, a, b], [a, b]).
query(len). query(len3). query(pred(_)). query(nxt(_)). query(a0(_)). query(il). query(sb). query(gr). query(sb2).
