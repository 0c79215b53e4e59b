% A list pattern with an operator atom between two variables.
split([N1, /, N2|_], N1, N2).
frac(A, B) :- split([3, /, 4, rest], A, B).
0.5::tok(+). 0.5::tok(-).
expr([1, Op, 2]) :- tok(Op).
value(V) :- expr([A, Op, B]), E =.. [Op, A, B], V is E.
query(frac(_, _)). query(value(_)).
