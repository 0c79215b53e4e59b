% hunt8: @< over probabilistic facts of mixed types
0.5::t(1). 0.5::t(a). 0.5::t(f(x)). 0.5::t("s"). 0.5::t(1.5).
lt(X, Y) :- t(X), t(Y), X @< Y.
query(lt(_, _)).
