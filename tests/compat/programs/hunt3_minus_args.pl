% negative numbers and minus terms as arguments, queried with patterns
0.2::pos(1, -1). 0.3::pos(-2, 0). 0.4::pos(0 - 1, 1). 0.1::pos(-(3), -(-(4))).
left(X) :- pos(X, _), number(X), X < 0.
query(pos(_, _)).
query(pos(-2, _)).
query(left(_)).
