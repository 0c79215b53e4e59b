% hunt13b: library(lists) on edge cases: empty lists, duplicates, mixed numbers, nested lists, non-lists, part 2
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), findall(memberchk(z,[1,2,3]), memberchk(z,[1,2,3]), X).
r1(X) :- c(2), findall(memberchk(z,[[a],[b,c]]), memberchk(z,[[a],[b,c]]), X).
r2(X) :- c(3), findall(memberchk(z,[a-1,b-2]), memberchk(z,[a-1,b-2]), X).
r3(X) :- c(1), findall(append([],[c],[a,b,c]), append([],[c],[a,b,c]), X).
r4(X) :- c(2), findall(append([],[],C0), append([],[],C0), X).
r5(X) :- c(3), findall(append([a],[c],[a,b,c]), append([a],[c],[a,b,c]), X).
r6(X) :- c(1), findall(append([a],[],C0), append([a],[],C0), X).
r7(X) :- c(2), findall(append([a,b],[c],[a,b,c]), append([a,b],[c],[a,b,c]), X).
r8(X) :- c(3), findall(append([a,b],[],C0), append([a,b],[],C0), X).
r9(X) :- c(1), findall(append([a,b,a],[c],[a,b,c]), append([a,b,a],[c],[a,b,c]), X).
r10(X) :- c(2), findall(append([a,b,a],[],C0), append([a,b,a],[],C0), X).
r11(X) :- c(3), findall(append([b,a,c],[c],[a,b,c]), append([b,a,c],[c],[a,b,c]), X).
r12(X) :- c(1), findall(append([b,a,c],[],C0), append([b,a,c],[],C0), X).
r13(X) :- c(2), findall(append([1,2,3],[c],[a,b,c]), append([1,2,3],[c],[a,b,c]), X).
r14(X) :- c(3), findall(append([1,2,3],[],C0), append([1,2,3],[],C0), X).
r15(X) :- c(1), findall(append([3,1,2,1],[c],[a,b,c]), append([3,1,2,1],[c],[a,b,c]), X).
r16(X) :- c(2), findall(append([3,1,2,1],[],C0), append([3,1,2,1],[],C0), X).
r17(X) :- c(3), findall(append([1,2.0,2],[c],[a,b,c]), append([1,2.0,2],[c],[a,b,c]), X).
r18(X) :- c(1), findall(append([1,2.0,2],[],C0), append([1,2.0,2],[],C0), X).
r19(X) :- c(2), findall(prefix([a],[a,b]), prefix([a],[a,b]), X).
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
query(r8(_)).
query(r9(_)).
query(r10(_)).
query(r11(_)).
query(r12(_)).
query(r13(_)).
query(r14(_)).
query(r15(_)).
query(r16(_)).
query(r17(_)).
query(r18(_)).
query(r19(_)).
