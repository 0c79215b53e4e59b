% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% 300 open answers: each pair of 25 probabilistic items with a deterministic compatibility table
0.06::avail(i0).
0.53::avail(i1).
0.71::avail(i2).
0.72::avail(i3).
0.54::avail(i4).
0.79::avail(i5).
0.43::avail(i6).
0.42::avail(i7).
0.15::avail(i8).
0.58::avail(i9).
0.3::avail(i10).
0.74::avail(i11).
0.34::avail(i12).
0.09::avail(i13).
0.89::avail(i14).
0.27::avail(i15).
0.76::avail(i16).
0.57::avail(i17).
0.77::avail(i18).
0.93::avail(i19).
0.88::avail(i20).
0.29::avail(i21).
0.08::avail(i22).
0.44::avail(i23).
0.74::avail(i24).
compat(i0, i1). compat(i0, i2). compat(i0, i3). compat(i0, i4). compat(i0, i5). compat(i0, i6). compat(i0, i7). compat(i0, i8). compat(i0, i9). compat(i0, i10). compat(i0, i11). compat(i0, i12). compat(i0, i13). compat(i0, i14). compat(i0, i15). compat(i0, i16). compat(i0, i17). compat(i0, i18). compat(i0, i19). compat(i0, i20). compat(i0, i21). compat(i0, i22). compat(i0, i23). compat(i0, i24). compat(i1, i2). compat(i1, i4). compat(i1, i6). compat(i1, i8). compat(i1, i10). compat(i1, i12). compat(i1, i14). compat(i1, i16). compat(i1, i18). compat(i1, i20). compat(i1, i22). compat(i1, i24). compat(i2, i3). compat(i2, i4). compat(i2, i5). compat(i2, i6). compat(i2, i7). compat(i2, i8). compat(i2, i9). compat(i2, i10). compat(i2, i11). compat(i2, i12). compat(i2, i13). compat(i2, i14). compat(i2, i15). compat(i2, i16). compat(i2, i17). compat(i2, i18). compat(i2, i19). compat(i2, i20). compat(i2, i21). compat(i2, i22). compat(i2, i23). compat(i2, i24). compat(i3, i4). compat(i3, i6). compat(i3, i8). compat(i3, i10). compat(i3, i12). compat(i3, i14). compat(i3, i16). compat(i3, i18). compat(i3, i20). compat(i3, i22). compat(i3, i24). compat(i4, i5). compat(i4, i6). compat(i4, i7). compat(i4, i8). compat(i4, i9). compat(i4, i10). compat(i4, i11). compat(i4, i12). compat(i4, i13). compat(i4, i14). compat(i4, i15). compat(i4, i16). compat(i4, i17). compat(i4, i18). compat(i4, i19). compat(i4, i20). compat(i4, i21). compat(i4, i22). compat(i4, i23). compat(i4, i24). compat(i5, i6). compat(i5, i8). compat(i5, i10). compat(i5, i12). compat(i5, i14). compat(i5, i16). compat(i5, i18). compat(i5, i20). compat(i5, i22). compat(i5, i24). compat(i6, i7). compat(i6, i8). compat(i6, i9). compat(i6, i10). compat(i6, i11). compat(i6, i12). compat(i6, i13). compat(i6, i14). compat(i6, i15). compat(i6, i16). compat(i6, i17). compat(i6, i18). compat(i6, i19). compat(i6, i20). compat(i6, i21). compat(i6, i22). compat(i6, i23). compat(i6, i24). compat(i7, i8). compat(i7, i10). compat(i7, i12). compat(i7, i14). compat(i7, i16). compat(i7, i18). compat(i7, i20). compat(i7, i22). compat(i7, i24). compat(i8, i9). compat(i8, i10). compat(i8, i11). compat(i8, i12). compat(i8, i13). compat(i8, i14). compat(i8, i15). compat(i8, i16). compat(i8, i17). compat(i8, i18). compat(i8, i19). compat(i8, i20). compat(i8, i21). compat(i8, i22). compat(i8, i23). compat(i8, i24). compat(i9, i10). compat(i9, i12). compat(i9, i14). compat(i9, i16). compat(i9, i18). compat(i9, i20). compat(i9, i22). compat(i9, i24). compat(i10, i11). compat(i10, i12). compat(i10, i13). compat(i10, i14). compat(i10, i15). compat(i10, i16). compat(i10, i17). compat(i10, i18). compat(i10, i19). compat(i10, i20). compat(i10, i21). compat(i10, i22). compat(i10, i23). compat(i10, i24). compat(i11, i12). compat(i11, i14). compat(i11, i16). compat(i11, i18). compat(i11, i20). compat(i11, i22). compat(i11, i24). compat(i12, i13). compat(i12, i14). compat(i12, i15). compat(i12, i16). compat(i12, i17). compat(i12, i18). compat(i12, i19). compat(i12, i20). compat(i12, i21). compat(i12, i22). compat(i12, i23). compat(i12, i24). compat(i13, i14). compat(i13, i16). compat(i13, i18). compat(i13, i20). compat(i13, i22). compat(i13, i24). compat(i14, i15). compat(i14, i16). compat(i14, i17). compat(i14, i18). compat(i14, i19). compat(i14, i20). compat(i14, i21). compat(i14, i22). compat(i14, i23). compat(i14, i24). compat(i15, i16). compat(i15, i18). compat(i15, i20). compat(i15, i22). compat(i15, i24). compat(i16, i17). compat(i16, i18). compat(i16, i19). compat(i16, i20). compat(i16, i21). compat(i16, i22). compat(i16, i23). compat(i16, i24). compat(i17, i18). compat(i17, i20). compat(i17, i22). compat(i17, i24). compat(i18, i19). compat(i18, i20). compat(i18, i21). compat(i18, i22). compat(i18, i23). compat(i18, i24). compat(i19, i20). compat(i19, i22). compat(i19, i24). compat(i20, i21). compat(i20, i22). compat(i20, i23). compat(i20, i24). compat(i21, i22). compat(i21, i24). compat(i22, i23). compat(i22, i24). compat(i23, i24).
combo(A, B) :- compat(A, B), avail(A), avail(B).
query(combo(_, _)).
