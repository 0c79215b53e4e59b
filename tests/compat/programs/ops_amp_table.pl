% operators: & (1000 xfy), =@=, ~=, #, ><, as and => read with ProbLog's priorities
t((a & b & c)).
t(x =@= y).
t(p ~= q).
t(a # b # c).
t(a >< b).
t(X as Y) :- X = 1, Y = 2.
t(1 => 2).
t([=>, =@=]).
u(X, Y) :- t((X & Y)).
v(A) :- t(A =@= _).
w :- X = (a & b), X = (_ & B), B = b.
z :- (a & b) = '&'(a, b).
query(t(_)). query(u(_, _)). query(v(_)). query(w). query(z).
