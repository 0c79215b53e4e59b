% nested negative numbers and operators in arguments
v(a, 3 - -2).
v(b, -(3) + 2).
v(c, - (3 + 2)).
v(d, 2 * -1).
v(e, 2 ** (-1.0)).
val(K, X) :- v(K, E), X is E.
query(val(_, _)).
