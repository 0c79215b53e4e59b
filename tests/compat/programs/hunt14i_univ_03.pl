% =.. round trips of operator terms (names taken from decomposition), arg/3 and evaluation
t3(X) :- T = a-b, T =.. [Op|_], findall(Y, (member(Y, [1,2])), L), X =.. [Op|L].
t4(X) :- T = (a < b), T =.. [Op, A, B], X =.. [Op, B, A].
t5(X) :- T = (a = b), T =.. [Op, A, B], X =.. [Op, B, A].
t6(X) :- T = -(a), T =.. [Op, A], X =.. [Op, A].
t9(X) :- T = a-b, T =.. [Op|_], Y =.. [Op, 1, 2], Y =.. [Op2|_], Z =.. [Op2, 3, 4], X = Z.
t10(R) :- T = 6-2, T =.. [Op, A, B], E =.. [Op, A, B], R is E.
t11(X) :- T = f(a-b), arg(1, T, A), A =.. [Op|_], X =.. [Op, x, y].
t12(X) :- T = [a-b], T = [A], A =.. [Op|As], X =.. [Op|As].
:- use_module(library(lists)).
query(t3(_)). query(t4(_)). query(t5(_)). query(t6(_)). query(t9(_)). query(t10(_)). query(t11(_)). query(t12(_)).
