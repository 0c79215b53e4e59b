% nth1/4 and nextto/3 over a token list that contains operator atoms.
:- use_module(library(lists)).
tokens([2, *, 3, +, 4]).
op_after(N, Op) :- tokens(T), nextto(N, Op, T), atom(Op).
without_second(R) :- tokens(T), nth1(2, T, *, R).
0.5::swap.
expr(V) :- swap, V is 2 * (3 + 4).
expr(V) :- \+ swap, V is 2 * 3 + 4.
query(op_after(_, _)). query(without_second(_)). query(expr(_)).
