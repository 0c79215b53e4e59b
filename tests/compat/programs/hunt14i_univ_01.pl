% =.. rebuilding with an operator name taken out of an operator-form term prints in operator form
t2(X) :- T = a-b, T =.. [Op|_], X =.. [Op, 1, 2].
t3(X) :- T = a*b, T =.. [Op, _, _], X =.. [Op, c, d].
t9(X) :- T = - a, T =.. [Op|Args], X =.. [Op|Args].
query(t2(_)).
query(t3(_)).
query(t9(_)).
