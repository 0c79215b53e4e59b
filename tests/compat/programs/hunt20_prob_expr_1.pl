% probability expressions: arithmetic in annotations and probabilities bound in the body
0.5*0.4::a.
1 - 0.25::b.
2/5::c; 1/5::d.
weight(x, 0.3). weight(y, 0.6). weight(z, 1.0).
P::item(X) :- weight(X, P).
Q::half(X) :- weight(X, P), Q is P / 2.
any :- item(_).
query(a). query(b). query(c). query(d).
query(item(_)). query(half(_)). query(any).
