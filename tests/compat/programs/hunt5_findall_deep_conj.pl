% a long conjunction inside the findall goal, mixing certain and uncertain goals
0.5::a(1). a(2). 0.5::b(1). b(2). c(1). c(2).
l(L) :- findall(X-Y-Z, (a(X), b(Y), c(Z), X =< Y, Y =< Z), L).
query(l(_)).
